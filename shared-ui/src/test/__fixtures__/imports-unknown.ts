import { unstable_HistoryRouter } from 'react-router-dom';
import { Trans } from 'react-i18next';

export const unused = [unstable_HistoryRouter, Trans];
