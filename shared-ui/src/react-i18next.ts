/**
 * The React bindings of i18next the site uses, shared by every container as `@sokoni/shared-ui/react-i18next`.
 * Module Federation does not tree-shake a shared package: sharing react-i18next whole would ship `Trans`,
 * `IcuTrans`, their HTML parser and the server-rendering helpers to every visitor, though no page uses them.
 * Browser and server builds resolve `react-i18next` to this module (tools/webpack), so code keeps importing
 * from 'react-i18next'; this file alone reaches the package itself. A new API needs one more name here.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
export type { UseTranslationResponse } from 'react-i18next';
