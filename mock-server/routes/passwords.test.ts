import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';

const post = (server: TestServer, path: string, body: unknown) =>
  call(server, undefined, 'POST', path, body);

describe('password links and the outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const lastMail = async (to: string) => {
    const [mail] = await server.database.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.to, to))
      .orderBy(desc(s.outbox.id))
      .limit(1);
    return mail;
  };
  const linkParams = (link: string) => {
    const url = new URL(link);
    return {
      userId: url.searchParams.get('userId')!,
      token: url.searchParams.get('token')!,
      resetPassword: url.searchParams.get('resetPassword') === 'true',
    };
  };
  const outboxCount = async () => (await server.database.db.select().from(s.outbox)).length;
  /** Asks for a reset link; the mail goes out after the answer, so wait until it is there. */
  const forgot = async (email: string) => {
    const before = (await lastMail(email))?.id ?? 0;
    const res = await post(server, '/api/users/forgot-password', { email });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect((await lastMail(email))?.id ?? 0).toBeGreaterThan(before));
  };

  it('answers forgot-password the same whether or not the address exists, and mails only a real one', async () => {
    const before = await outboxCount();
    const unknown = await post(server, '/api/users/forgot-password', {
      email: 'ghost@example.com',
    });
    const known = await post(server, '/api/users/forgot-password', {
      email: 'employee@example.com',
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await vi.waitFor(async () => expect(await outboxCount()).toBe(before + 1));
    const mail = await lastMail('employee@example.com');
    expect(mail!.kind).toBe('reset');
    expect(mail!.link).toMatch(
      /^http:\/\/portal\.test\/set-password\?userId=\d+&token=[\w-]+&resetPassword=true$/,
    );
    expect(mail!.text).toContain(mail!.link!);
  });

  it('goes from the reset link through validation and a new password to signing in with it', async () => {
    await forgot('employee@example.com');
    const { userId, token, resetPassword } = linkParams(
      (await lastMail('employee@example.com'))!.link!,
    );
    const valid = await post(server, `/api/users/${userId}/validate-token`, {
      token,
      resetPassword,
    });
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({
      id: Number(userId),
      email: 'employee@example.com',
      isActive: true,
    });

    const weak = await post(server, '/api/users/set-password', {
      userEmail: 'employee@example.com',
      password: 'password',
      token,
    });
    expect(weak.status).toBe(400);
    const problem = await weak.json();
    expect(problem.extensions.errors).toEqual([
      {
        field: 'password',
        key: 'validation.password',
        message:
          'The password must be at least 8 characters and contain upper and lower case letters, numbers, symbols.',
      },
    ]);

    const set = await post(server, '/api/users/set-password', {
      userEmail: 'employee@example.com',
      password: 'New#Secret2027',
      token,
    });
    expect(set.status).toBe(200);
    await signIn(server, 'employee@example.com', 'New#Secret2027');
    await expect(signIn(server, 'employee@example.com')).rejects.toThrow(/400/);

    // The link is single use.
    const again = await post(server, '/api/users/set-password', {
      userEmail: 'employee@example.com',
      password: 'Other#Secret2027',
      token,
    });
    expect(again.status).toBe(400);
    expect((await again.json()).detail).toBe('Locale: errors.invalidToken');
  });

  it('expires a reset link after one hour and an invitation after seven days', async () => {
    await forgot('producer@example.com');
    const reset = linkParams((await lastMail('producer@example.com'))!.link!);
    server.clock.advance(60 * 60 * 1000 + 1000);
    expect((await post(server, `/api/users/${reset.userId}/validate-token`, reset)).status).toBe(
      400,
    );

    const admin = await signIn(server, 'admin@example.com');
    const [unconfirmed] = await server.database.db
      .insert(s.users)
      .values({
        email: 'new.hire@example.com',
        firstName: 'New',
        lastName: 'Hire',
        role: 'Employee',
      })
      .returning();
    expect(
      (await call(server, admin.accessToken, 'POST', `/api/users/${unconfirmed!.id}`)).status,
    ).toBe(200);
    const invitation = linkParams((await lastMail('new.hire@example.com'))!.link!);
    expect(invitation.resetPassword).toBe(false);
    server.clock.advance(7 * 24 * 3600 * 1000 - 60_000);
    expect(
      (await post(server, `/api/users/${invitation.userId}/validate-token`, invitation)).status,
    ).toBe(200);
    server.clock.advance(120_000);
    expect(
      (await post(server, `/api/users/${invitation.userId}/validate-token`, invitation)).status,
    ).toBe(400);
  });

  it('a resend voids the earlier invitation link', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const [user] = await server.database.db
      .insert(s.users)
      .values({ email: 'second.hire@example.com', role: 'Employee' })
      .returning();
    await call(server, admin.accessToken, 'POST', `/api/users/${user!.id}`);
    const first = linkParams((await lastMail('second.hire@example.com'))!.link!);
    await call(
      server,
      admin.accessToken,
      'GET',
      `/api/users/send-email?userEmail=second.hire@example.com`,
    );
    const second = linkParams((await lastMail('second.hire@example.com'))!.link!);
    expect(second.token).not.toBe(first.token);
    expect((await post(server, `/api/users/${user!.id}/validate-token`, first)).status).toBe(400);
    expect((await post(server, `/api/users/${user!.id}/validate-token`, second)).status).toBe(200);
    const set = await post(server, '/api/users/set-password', {
      userEmail: 'second.hire@example.com',
      password: 'Welcome#2026',
      token: second.token,
    });
    expect(set.status).toBe(200);
    const session = await signIn(server, 'second.hire@example.com', 'Welcome#2026');
    expect(session.user.role).toBe('Employee');
  });

  it('voids every other outstanding link once a password is set', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const email = 'third.hire@example.com';
    const [user] = await server.database.db
      .insert(s.users)
      .values({ email, role: 'Employee', isActive: true })
      .returning();
    await call(server, admin.accessToken, 'POST', `/api/users/${user!.id}`);
    const invitation = linkParams((await lastMail(email))!.link!);
    await forgot(email);
    const reset = linkParams((await lastMail(email))!.link!);
    expect(reset.resetPassword).toBe(true);
    expect((await post(server, `/api/users/${user!.id}/validate-token`, reset)).status).toBe(200);

    const set = await post(server, '/api/users/set-password', {
      userEmail: email,
      password: 'Welcome#2026',
      token: invitation.token,
    });
    expect(set.status).toBe(200);
    const validate = await post(server, `/api/users/${user!.id}/validate-token`, reset);
    expect(validate.status).toBe(400);
    expect((await validate.json()).detail).toBe('Locale: errors.invalidToken');
    const again = await post(server, '/api/users/set-password', {
      userEmail: email,
      password: 'Other#Pass2026',
      token: reset.token,
    });
    expect(again.status).toBe(400);
    await signIn(server, email, 'Welcome#2026');
  });

  it('does not resend an invitation to a user who has set a password', async () => {
    const admin = await signIn(server, 'admin@example.com');
    const res = await call(server, admin.accessToken, 'POST', `/api/users/${admin.user.id}`);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('Locale: errors.alreadyConfirmed');
  });
});
