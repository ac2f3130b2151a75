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
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  createSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, SetURLSearchParams } from 'react-router';
