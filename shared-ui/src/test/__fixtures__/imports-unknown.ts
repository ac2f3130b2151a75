import { unstable_HistoryRouter } from 'react-router-dom';

export const unused = unstable_HistoryRouter;
