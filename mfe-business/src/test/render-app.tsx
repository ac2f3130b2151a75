import { renderRemote, type RenderRemoteOptions } from '@sokoni/shared-ui/test';
import { routes } from '../app/routes';

/** Renders this remote's route table at `url` behind its guards, as the shell mounts it. */
export const renderApp = (url: string, options?: RenderRemoteOptions) => renderRemote(routes, url, options);
