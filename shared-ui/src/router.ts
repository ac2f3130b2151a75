/**
 * The one router of the site, shared by every container as `@sokoni/shared-ui/router`.
 * Module Federation does not tree-shake a shared package, so sharing react-router whole would ship all of it
 * (≈60 KB gzip) to every visitor; sharing this list instead ships only what the site uses. Browser builds
 * resolve `react-router-dom` to this module (tools/webpack), so code keeps importing from 'react-router-dom'.
 * A new router API needs one more name here.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  createSearchParams,
  // The server's render draws the page with a `Router` of its own at the page's address (see the shell's
  // server/render.tsx): MemoryRouter and its history would be in every visitor's download for it.
  createPath,
  parsePath,
} from 'react-router';
export type {
  LinkProps,
  NavLinkProps,
  NavigateFunction,
  Navigator,
  Location,
  SetURLSearchParams,
} from 'react-router';
