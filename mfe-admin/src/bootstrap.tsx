import { mountStandaloneRemote } from '@sokoni/shared-ui/standalone';
import { routes } from './app/routes';

mountStandaloneRemote('admin', routes);
