import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, IdParamSchema, SellerCardSchema, type SellerCard } from '@sokoni/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { notFound } from '../../errors';
import { isPubliclyVisible } from '../../services/catalog';

/** Profile pictures are storage keys; older or external ones may already be URLs. */
function imageUrl(value: string | null, publicUrl: (key: string) => string): string | null {
  if (!value) return null;
  return /^(https?:)?\//.test(value) ? value : publicUrl(value);
}

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Public seller card (sellers with a public ad, and businesses; 404 for anyone else)',
        params: IdParamSchema,
        response: { 200: SellerCardSchema, 404: ErrorResponseSchema },
      },
    },
    async (request): Promise<SellerCard> => {
      const user = await app.db
        .selectFrom('users')
        .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
        .where('users.id', '=', request.params.id)
        .where('users.deleted_at', 'is', null)
        .where('users.is_banned', '=', false)
        .select([
          'users.id',
          'users.name',
          'users.username',
          'users.account_type',
          'users.is_verified',
          'users.profile_image',
          'users.created_at',
          'business_profiles.business_name',
          'business_profiles.slug as business_slug',
          'business_profiles.phone_number',
        ])
        .executeTakeFirst();
      if (!user) throw notFound('errors.userNotFound');
      const { count } = await app.db
        .selectFrom('ads')
        .where(isPubliclyVisible)
        .where('ads.user_id', '=', user.id)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      // Only sellers have a public card: an account with nothing on sale (the administrator's, a buyer's)
      // is not listed, so ids cannot be walked to enumerate who has an account.
      if (Number(count) === 0 && user.account_type !== 'business') throw notFound('errors.userNotFound');
      // Only a business profile's number is public: the phone given at registration stays private.
      const phone =
        user.account_type === 'business' && user.phone_number
          ? parsePhoneNumberFromString(user.phone_number, 'CD')
          : undefined;
      const publicPhone = phone?.isValid() ? phone : undefined;
      return {
        id: user.id,
        name: user.name,
        username: user.username,
        account_type: user.account_type,
        business_profile:
          user.account_type === 'business' && user.business_name && user.business_slug
            ? { name: user.business_name, slug: user.business_slug }
            : null,
        is_verified: user.is_verified,
        member_since: new Date(user.created_at).toISOString(),
        active_ads_count: Number(count),
        profile_image: imageUrl(user.profile_image, (key) => app.storage.publicUrl(key)),
        phone: publicPhone ? publicPhone.number : null,
        phone_display: publicPhone ? publicPhone.formatInternational() : null,
      };
    },
  );
};
