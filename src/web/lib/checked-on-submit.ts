/**
 * useForm's options for a small form whose messages change only when it is sent, as it did before it moved onto
 * react-hook-form: no re-check while typing, and the focus stays where it is (such a form has no error summary, or
 * moves the focus itself).
 */
export const CHECKED_ON_SUBMIT = { shouldFocusError: false, reValidateMode: 'onSubmit' } as const;
