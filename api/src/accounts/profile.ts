import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { UpdateProfileFieldsSchema, type UpdateProfileResponse } from '@sokoni/contracts';
import { sendVerificationMail, type AccountLinks } from '../auth/account-service';
import { isEmailAvailable, recordEmailChange, sendEmailChangedMail } from '../auth/email-change';
import { verifyPassword } from '../auth/passwords';
import { randomToken } from '../auth/tokens';
import { findUserByEmail, normaliseEmail, presentUser, profileImageKeys } from '../auth/users';
import { isUniqueViolation } from '../db/errors';
import type { Database, UserRow } from '../db/types';
import { ApiError } from '../errors';
import { translate } from '../i18n/messages';
import { normalisePhone } from '../lib/phone';
import { AVATAR_SIZES, encodeAvatar, isAcceptedAvatar } from '../media/avatars';
import { decodePhoto, PhotoChange } from '../media/photo-store';
import { readUploadForm } from '../media/upload-form';
import { contractFieldErrors, invalidFieldsIn, throwIfInvalid, type FieldErrors } from '../plugins/errors';

export interface ProfileUpdateOptions extends AccountLinks {
  /** The clock undo links are dated with. */
  now: () => number;
}

interface ProfileForm {
  fields: Record<string, string>;
  image?: Buffer;
  imageTooLarge: boolean;
}

type ProfileChanges = Partial<Record<keyof UserRow, unknown>>;

/** What the rules made of the form: the columns to change, the problems, and whether the address moves. */
interface CheckedProfile {
  changes: ProfileChanges;
  errors: FieldErrors;
  emailChanged: boolean;
}

/** The profile form as multipart (with at most one photo) or as JSON; unknown fields are ignored. */
async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const form = await readUploadForm(request, { fileField: 'profile_image', keepFiles: 1 });
  if (form.tooManyFiles) throw new ApiError(413, 'errors.payloadTooLarge');
  const fields = Object.fromEntries(
    [...form.fields].map(([name, values]) => [name, values[values.length - 1]]),
  );
  return { fields, image: form.files[0], imageTooLarge: form.fileTooLarge };
}

/** The values as they will be stored (trimmed, the address normalised), without the current password. */
function normaliseFields(fields: Record<string, string>): Record<string, string> {
  const checked: Record<string, string> = { ...fields };
  delete checked.current_password;
  for (const name of ['name', 'phone', 'bio'])
    if (checked[name] !== undefined) checked[name] = checked[name].trim();
  if (checked.email !== undefined) checked.email = normaliseEmail(checked.email);
  if (checked.preferred_currency !== undefined)
    checked.preferred_currency = checked.preferred_currency.trim().toUpperCase();
  return checked;
}

/**
 * A new address: free (not another account's, not one its owner may still take back) and asked for with the
 * current password, since a stolen session alone must not be able to move the account to another address.
 * Wrong passwords count as failed sign-in attempts; one too long is answered as any other wrong guess.
 */
async function checkEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  email: string,
  password: string,
  now: number,
  result: CheckedProfile,
): Promise<void> {
  const other = await findUserByEmail(app.db, email);
  if ((other && other.id !== user.id) || !(await isEmailAvailable(app.db, email, user.id, now)))
    result.errors.email = ['register.emailTaken'];
  else {
    result.changes.email = email;
    result.changes.email_verified_at = null;
    result.emailChanged = true;
  }
  if (password === '') result.errors.current_password = ['profile.currentPasswordRequired'];
  else if (password.length > 1024) result.errors.current_password = ['password.currentIncorrect'];
  else {
    const attempt = await app.attempts.begin(request, reply, 'password', user.email);
    if (await verifyPassword(user.password_hash, password)) await attempt.succeeded();
    else {
      await attempt.failed();
      result.errors.current_password = ['password.currentIncorrect'];
    }
  }
}

/** The code of an active currency, or null when there is none by that code. */
async function activeCurrencyCode(db: Kysely<Database>, code: string): Promise<string | null> {
  const currency = await db
    .selectFrom('currencies')
    .where('code', '=', code)
    .where('is_active', '=', true)
    .select('code')
    .executeTakeFirst();
  return currency?.code ?? null;
}

/** The fields other than the address: phone and currency checked, "" clearing what may be cleared. */
async function checkOtherFields(
  db: Kysely<Database>,
  checked: Record<string, string>,
  valid: (name: string) => boolean,
  { changes, errors }: CheckedProfile,
): Promise<void> {
  if (valid('name')) changes.name = checked.name;
  if (valid('phone')) {
    if (checked.phone === '') changes.phone = null;
    else {
      const phone = normalisePhone(checked.phone);
      if (phone) changes.phone = phone;
      else errors.phone = ['validation.phone'];
    }
  }
  if (valid('bio')) changes.bio = checked.bio === '' ? null : checked.bio;
  // Buyers may reveal the number only once it is verified too (phone/reveal.ts).
  if (valid('show_phone')) changes.show_phone = checked.show_phone === 'true';
  if (valid('preferred_theme')) changes.preferred_theme = checked.preferred_theme || null;
  if (valid('preferred_currency')) {
    const code = checked.preferred_currency;
    if (code === '') changes.preferred_currency = null;
    else {
      const active = await activeCurrencyCode(db, code);
      if (active) changes.preferred_currency = active;
      else errors.preferred_currency = ['validation.unknownCurrency'];
    }
  }
}

/** Every rule of the form, the contract's first, so that one 422 names every problem. */
async function checkProfileForm(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  form: ProfileForm,
  now: number,
): Promise<CheckedProfile> {
  const checked = normaliseFields(form.fields);
  const result: CheckedProfile = {
    changes: {},
    errors: contractFieldErrors(request, UpdateProfileFieldsSchema, checked),
    emailChanged: false,
  };
  const valid = (name: string) => checked[name] !== undefined && !result.errors[name];
  await checkOtherFields(app.db, checked, valid, result);
  if (valid('email') && checked.email !== normaliseEmail(user.email))
    await checkEmailChange(
      app,
      request,
      reply,
      user,
      checked.email,
      form.fields.current_password ?? '',
      now,
      result,
    );
  if (form.imageTooLarge) result.errors.profile_image = ['profile.imageTooLarge'];
  else if (form.image && !(await isAcceptedAvatar(form.image)))
    result.errors.profile_image = ['profile.imageType'];
  return result;
}

/** Decodes the new photo and writes its sizes; returns the key the row keeps. */
async function storeAvatar(
  app: FastifyInstance,
  request: FastifyRequest,
  photos: PhotoChange,
  userId: number,
  image: Buffer,
): Promise<string> {
  const decoded = await decodePhoto(app.images, image, encodeAvatar);
  if (!decoded.ok) {
    // Too many pixels, or a file whose header looks like an image but whose body does not decode.
    throw invalidFieldsIn(request.locale, {
      profile_image: [
        decoded.reason === 'tooManyPixels'
          ? { key: 'images.tooManyPixels', params: { megapixels: decoded.megapixels } }
          : 'profile.imageType',
      ],
    });
  }
  const prefix = `avatars/${userId}/${randomToken(9)
    .replace(/[^a-z0-9]/gi, 'x')
    .toLowerCase()}`;
  const keys = await photos.write(
    prefix,
    AVATAR_SIZES.map((size, index) => [String(size), decoded.value[index]] as const),
  );
  return keys[0];
}

/**
 * Writes the changes in one transaction, with the email change's record when the address moves; the photo it
 * replaces is removed once the transaction is committed. An address taken meanwhile is the usual 422.
 */
async function saveProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  photos: PhotoChange,
  user: UserRow,
  checked: CheckedProfile,
  newImage: boolean,
  now: number,
): Promise<{ row: UserRow; change?: { id: number; expiresAt: number } }> {
  let change: { id: number; expiresAt: number } | undefined;
  try {
    const row = await photos.save(() =>
      app.db.transaction().execute(async (trx) => {
        // The photo being replaced is read under the row's lock: of two uploads at once, each removes exactly
        // the photo it replaced, so none is left behind.
        const current = await trx
          .selectFrom('users')
          .select('profile_image')
          .where('id', '=', user.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const replaced = current.profile_image;
        if (newImage && replaced && !/^(https?:)?\//.test(replaced))
          photos.replaces(profileImageKeys(replaced));
        const updated = await trx
          .updateTable('users')
          .set({ ...(checked.changes as object), updated_at: sql`now()` })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (checked.emailChanged)
          change = await recordEmailChange(
            trx,
            { userId: user.id, oldEmail: user.email, newEmail: updated.email },
            now,
          );
        return updated;
      }),
    );
    return { row, change };
  } catch (error) {
    if (isUniqueViolation(error)) throwIfInvalid(request, { email: ['register.emailTaken'] });
    throw error;
  }
}

/** A new link to the new address, and to the old one the link that undoes the change; neither is fatal. */
async function mailEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  options: ProfileUpdateOptions,
  before: UserRow,
  row: UserRow,
  change: { id: number; expiresAt: number },
): Promise<void> {
  await sendVerificationMail(app, options, row).catch((error: unknown) =>
    request.log.error({ err: error }, 'verification mail not sent'),
  );
  await sendEmailChangedMail(app, options.publicUrl, row, {
    ...change,
    oldEmail: before.email,
    newEmail: row.email,
  }).catch((error: unknown) => request.log.error({ err: error }, 'email change notice not sent'));
}

/**
 * Updates the signed-in user's profile from the form (multipart with a photo, or JSON): every rule checked
 * first, then the photo written, the row saved and, when the address moved, both addresses mailed.
 */
export async function updateProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ProfileUpdateOptions,
): Promise<UpdateProfileResponse> {
  const user = request.user!;
  const form = await readProfileForm(request);
  const checked = await checkProfileForm(app, request, reply, user, form, options.now());
  throwIfInvalid(request, checked.errors);

  const photos = new PhotoChange(app.storage, request.log);
  if (form.image)
    checked.changes.profile_image = await storeAvatar(app, request, photos, user.id, form.image);
  const { row, change } = await saveProfile(app, request, photos, user, checked, !!form.image, options.now());
  if (checked.emailChanged && change) await mailEmailChange(app, request, options, user, row, change);
  return {
    user: await presentUser(app.db, app.storage, row),
    message: translate(
      request.locale,
      checked.emailChanged ? 'profile.updatedEmailChanged' : 'profile.updated',
    ),
    email_changed: checked.emailChanged,
  };
}
