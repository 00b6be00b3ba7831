/** The product's name, as every page, mail, text message, PDF and the installed app's icon say it. */
export const PRODUCT_NAME = 'Diaspora Hub';
