import { Type, type Static } from '@sinclair/typebox';
import { DateTimeString } from './common';

export const AccountTypeSchema = Type.Union([Type.Literal('business'), Type.Literal('individual')]);

export const BusinessProfileSchema = Type.Object({
  id: Type.Integer(),
  business_name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  phone_number: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  website: Type.Union([Type.String(), Type.Null()]),
  logo_url: Type.Union([Type.String(), Type.Null()]),
});
export type BusinessProfile = Static<typeof BusinessProfileSchema>;

/** The signed-in user's own record. */
export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    username: Type.Union([Type.String(), Type.Null()]),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    /** The number in `phone` was proved by an SMS code (changing the number drops it). */
    phone_verified: Type.Optional(Type.Boolean()),
    /** Buyers may reveal the verified number from this person's ads. */
    show_phone: Type.Optional(Type.Boolean()),
    bio: Type.Union([Type.String(), Type.Null()]),
    /** URL of the 256 px photo. */
    profile_image: Type.Union([Type.String(), Type.Null()]),
    /** URL of the same photo at 512 px (high-density screens, the profile page). */
    profile_image_large: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    email_verified: Type.Boolean(),
    email_verified_at: Type.Union([DateTimeString, Type.Null()]),
    account_type: AccountTypeSchema,
    is_admin: Type.Boolean(),
    is_banned: Type.Boolean(),
    is_verified: Type.Boolean(),
    verification_reason: Type.Union([Type.String(), Type.Null()]),
    preferred_language: Type.Union([Type.Literal('fr'), Type.Literal('en')]),
    preferred_theme: Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Null()]),
    preferred_currency: Type.Union([Type.String(), Type.Null()]),
    business_profile: Type.Union([BusinessProfileSchema, Type.Null()]),
    deleted_at: Type.Union([DateTimeString, Type.Null()]),
    /** ISO date (YYYY-MM-DD); present on the signed-in user's own record. */
    date_of_birth: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
    created_at: DateTimeString,
  },
  { $id: 'User' },
);
export type User = Static<typeof UserSchema>;
