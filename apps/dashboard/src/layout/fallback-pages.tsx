/** react-admin's own pages for what goes wrong; none of them is needed before something does. */
export { AccessDenied, AuthenticationError, Error as ErrorPage, NotFound } from 'react-admin';
