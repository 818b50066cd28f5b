/** The day a news item or newsletter went public, in the visitor's own calendar: "March 5, 2027". */
const format = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
export const publishedDay = (iso: string) => format.format(new Date(iso));
