/** react-admin's own pages for what goes wrong; none of them is needed before something does. */
export { AuthenticationError, Error as ErrorPage, NotFound } from 'react-admin';
export { NotAuthorized } from './not-authorized.tsx';
