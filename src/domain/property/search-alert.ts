/** What a saved search's alert says, in-app and by mail (docs/decisions/043). */
export function searchAlertText(alert: { name: string; query: string; matched: number; titles: string[] }) {
  const listings = alert.matched === 1 ? '1 new listing matches' : `${alert.matched} new listings match`;
  const more = alert.matched > alert.titles.length ? `\nand ${alert.matched - alert.titles.length} more` : '';
  return {
    title: 'New listings for your saved search',
    body: `${listings} your saved search ‘${alert.name}’:\n${alert.titles.map((title) => `• ${title}`).join('\n')}${more}`,
    link: alert.query ? `/real-estate?${alert.query}` : '/real-estate',
  };
}
