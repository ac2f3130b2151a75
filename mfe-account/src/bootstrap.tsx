import { mountStandaloneRemote } from '@sokoni/shared-ui';
import { routes } from './app/routes';

mountStandaloneRemote('account', routes);
