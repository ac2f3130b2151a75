import { makeUser } from '@sokoni/contracts/testing';
import {
  sessionCleared,
  sessionSlice,
  sessionStarted,
  userUpdated,
  type SessionState,
} from './session-slice';

const reduce = (state: SessionState, ...actions: Parameters<typeof sessionSlice.reducer>[1][]) =>
  actions.reduce(sessionSlice.reducer, state);
const signedOut: SessionState = { token: null, user: null, initialised: true };

describe('session slice', () => {
  const grace = makeUser({ id: 7, name: 'Grâce' });

  it('takes a fresher copy of the signed-in user', () => {
    const state = reduce(
      signedOut,
      sessionStarted({ token: 't', user: grace }),
      userUpdated({ ...grace, preferred_language: 'en' }),
    );
    expect(state.user?.preferred_language).toBe('en');
  });

  it('does not sign a user back in when an answer arrives after the sign-out', () => {
    const state = reduce(
      signedOut,
      sessionStarted({ token: 't', user: grace }),
      sessionCleared({ signedOutFrom: '/' }),
      userUpdated({ ...grace, preferred_language: 'fr' }),
    );
    expect(state).toMatchObject({ token: null, user: null });
  });

  it("ignores another account's answer", () => {
    const state = reduce(
      signedOut,
      sessionStarted({ token: 't', user: grace }),
      userUpdated(makeUser({ id: 8, name: 'Patrick' })),
    );
    expect(state.user?.name).toBe('Grâce');
  });
});
