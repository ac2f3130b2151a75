import {
  AuthMessageResponseSchema,
  ChangePasswordRequestSchema,
  CheckRecoveryRequestSchema,
  CheckRecoveryResponseSchema,
  DeleteAccountRequestSchema,
  ExpiredAccountsResponseSchema,
  ProfileResponseSchema,
  RestoreAccountRequestSchema,
  RestoreAccountResponseSchema,
  SignInCodeRequiredErrorSchema,
  UndoEmailChangeParamsSchema,
  UndoEmailChangeRequestSchema,
  UndoEmailChangeResponseSchema,
  UpdateLanguageRequestSchema,
  UpdateLanguageResponseSchema,
  UpdateProfileFieldsSchema,
  UpdateProfileResponseSchema,
  UserStatisticsSchema,
} from '../auth';
import { ErrorResponseSchema } from '../common';
import { endpoint } from './endpoint';

const refused = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

const UPDATE_PROFILE_DESCRIPTION =
  'Fields of UpdateProfileFields plus the file profile_image (PNG, JPG, GIF or WebP, at most 2 MB). ' +
  'Changing the email needs current_password (wrong ones count as failed sign-in attempts, 429 while the ' +
  'account must wait), makes it unverified, mails a new link to it and mails the old address a link that ' +
  'undoes the change. Limited per user and window (429).';

const updateProfileResponses = {
  200: UpdateProfileResponseSchema,
  413: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  ...refused,
};

/** The signed-in user's own account: profile, language, password, deletion and its recovery. */
export const accountEndpoints = {
  getProfile: endpoint('getProfile', {
    tags: ['account'],
    summary: 'The signed-in user',
    responses: { 200: ProfileResponseSchema, ...refused },
  }),
  updateProfile: endpoint('updateProfile', {
    tags: ['account'],
    summary: 'Update the profile (multipart with profile_image, or JSON)',
    description: UPDATE_PROFILE_DESCRIPTION,
    body: UpdateProfileFieldsSchema,
    multipart: { files: 'profile_image', maxFiles: 1 },
    responses: updateProfileResponses,
  }),
  updateProfileForm: endpoint('updateProfileForm', {
    tags: ['account'],
    summary: 'Update the profile from a form that can only POST (as updateProfile, with _method=PUT)',
    description: UPDATE_PROFILE_DESCRIPTION,
    body: UpdateProfileFieldsSchema,
    multipart: { files: 'profile_image', maxFiles: 1 },
    responses: updateProfileResponses,
  }),
  updateLanguage: endpoint('updateLanguage', {
    tags: ['account'],
    summary: 'Save the preferred language',
    body: UpdateLanguageRequestSchema,
    responses: { 200: UpdateLanguageResponseSchema, 422: ErrorResponseSchema, ...refused },
  }),
  changePassword: endpoint('changePassword', {
    tags: ['account'],
    summary: 'Change the password; every other session ends',
    body: ChangePasswordRequestSchema,
    responses: { 200: AuthMessageResponseSchema, 422: ErrorResponseSchema, ...refused },
  }),
  deleteAccount: endpoint('deleteAccount', {
    tags: ['account'],
    summary: 'Delete the account (restorable for 30 days); needs the password and the word DELETE',
    body: DeleteAccountRequestSchema,
    responses: { 200: AuthMessageResponseSchema, 422: ErrorResponseSchema, ...refused },
  }),
  getUserStatistics: endpoint('getUserStatistics', {
    tags: ['account'],
    summary: "The signed-in user's ads, favourites and conversations",
    responses: { 200: UserStatisticsSchema, ...refused },
  }),
  checkAccountRecovery: endpoint('checkAccountRecovery', {
    tags: ['account'],
    summary: 'Whether an address belongs to an active, restorable or expired account',
    body: CheckRecoveryRequestSchema,
    responses: { 200: CheckRecoveryResponseSchema, 422: ErrorResponseSchema, 429: ErrorResponseSchema },
  }),
  restoreAccount: endpoint('restoreAccount', {
    tags: ['account'],
    summary: 'Restore a deleted account within its 30-day grace period; answers with a new session',
    body: RestoreAccountRequestSchema,
    responses: {
      200: RestoreAccountResponseSchema,
      401: SignInCodeRequiredErrorSchema,
      403: ErrorResponseSchema,
      410: ErrorResponseSchema,
      422: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  }),
  undoEmailChange: endpoint('undoEmailChange', {
    tags: ['account'],
    summary: 'Undo an email change with the signed link mailed to the old address',
    description:
      'Restores the old address (verified), ends every session, disables the password and mails a reset ' +
      'link to the old address. A bad, expired or already used link is a 403.',
    params: UndoEmailChangeParamsSchema,
    body: UndoEmailChangeRequestSchema,
    responses: {
      200: UndoEmailChangeResponseSchema,
      403: ErrorResponseSchema,
      422: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  }),
  countExpiredAccounts: endpoint('countExpiredAccounts', {
    tags: ['account'],
    summary: 'How many deleted accounts are past the grace period (removed by `cli purge-accounts`)',
    responses: { 200: ExpiredAccountsResponseSchema, ...refused },
  }),
};
