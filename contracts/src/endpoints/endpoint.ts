import type { EndpointDetails } from './define';
import { API_PATHS, type ApiEndpointName } from './paths';

/**
 * Declares the schemas of the endpoint `name` beside its address in `API_PATHS`, keeping their exact types so
 * callers and handlers are typed from them.
 */
export function endpoint<N extends ApiEndpointName, const D extends EndpointDetails>(
  name: N,
  details: D,
): (typeof API_PATHS)[N] & D {
  return { ...API_PATHS[name], ...details };
}
