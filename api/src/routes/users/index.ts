import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, IdParamSchema, SellerCardSchema, type SellerCard } from '@sokoni/contracts';
import { presentSellerSummary, SELLER_SUMMARY_COLUMNS } from '../../auth/users';
import { notFound } from '../../errors';
import { publicPhone } from '../../lib/phone';
import { mediaUrl } from '../../media/storage';
import { isPubliclyVisible } from '../../services/catalog';

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Public seller card (sellers with a public ad, and businesses; 404 for anyone else)',
        description:
          'The person themselves and administrators also get the card of an account with nothing public yet ' +
          '(a seller whose first ad awaits review opens its page).',
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
          ...SELLER_SUMMARY_COLUMNS,
          'users.profile_image',
          'users.created_at',
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
      // is not listed, so ids cannot be walked to enumerate who has an account. The person themselves and
      // administrators see it anyway: they open ads of theirs that are not public yet.
      if (Number(count) === 0 && user.account_type !== 'business') {
        const session = await app.loadSession(request);
        const self = session?.user.id === user.id;
        if (!self && !session?.user.is_admin) throw notFound('errors.userNotFound');
      }
      // Only a business profile's number is public: the phone given at registration stays private.
      const phone = user.account_type === 'business' ? publicPhone(user.phone_number) : null;
      return {
        ...presentSellerSummary(user),
        member_since: new Date(user.created_at).toISOString(),
        active_ads_count: Number(count),
        profile_image: mediaUrl(user.profile_image, app.storage),
        phone: phone?.number ?? null,
        phone_display: phone?.display ?? null,
      };
    },
  );
};
