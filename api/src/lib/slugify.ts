/** The one slug rule, shared with the admin forms that suggest a slug as a name is typed. */
export { slugify } from '@sokoni/contracts';
