/** Text or an attribute value for HTML written by hand: the five characters that could end either, as entities. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
