import { describe, expect, it } from 'vitest';
import {
  ZAuthToken,
  ZCompanySignInResponse,
  ZCompanyUser,
  ZSignInRequest,
  ZSuccessResponse,
  ZSystemAdminSignInResponse,
  ZValidateTokenResponse,
} from '../src/api/auth.ts';
import { MESSAGES } from '../src/validation.ts';
import { messagesByPath, messagesOf, parseOk } from './support.ts';

const token = {
  'access-token': 'mV3r1q7yTq0bJXk2cP9w_A',
  client: 'Jq8n2ZbV1c-Lr0xYtW4uHg',
  uid: 'taro.yamada@example.co.jp',
  'token-type': 'Bearer',
  expiry: '1795316700',
} as const;

const user = {
  id: 12,
  email: 'taro.yamada@example.co.jp',
  role: 'admin',
  last_name: '山田',
  first_name: '太郎',
  kana_last_name: 'ヤマダ',
  kana_first_name: 'タロウ',
  company_id: 3,
  company_name: '株式会社ミルメ・テスト',
  company_status: 'trial',
} as const;

describe('ZSignInRequest', () => {
  it('accepts an email and a password, trimming the email', () => {
    expect(parseOk(ZSignInRequest, { email: ' taro@example.com ', password: 'Passw0rd!' })).toEqual({
      email: 'taro@example.com',
      password: 'Passw0rd!',
    });
  });

  it('refuses an empty email and an empty password with the required message on each', () => {
    expect(messagesByPath(ZSignInRequest, { email: '', password: '' })).toEqual({
      email: [MESSAGES.required],
      password: [MESSAGES.required],
    });
  });

  it('refuses a whitespace-only email with the required message', () => {
    expect(messagesByPath(ZSignInRequest, { email: '   ', password: 'Passw0rd!' })).toEqual({
      email: [MESSAGES.required],
    });
  });

  it('refuses missing fields with the required message', () => {
    expect(messagesByPath(ZSignInRequest, {})).toEqual({
      email: [MESSAGES.required],
      password: [MESSAGES.required],
    });
  });
});

describe('ZCompanySignInResponse', () => {
  it('parses a realistic sign-in body with data.user and data.token', () => {
    const body = { data: { user, token } };
    const parsed = parseOk(ZCompanySignInResponse, body);
    expect(parsed).toEqual(body);
    expect(parsed.data.user.company_status).toBe('trial');
    expect(parsed.data.token['token-type']).toBe('Bearer');
  });

  it('drops fields the schema does not know, such as a password digest', () => {
    const parsed = parseOk(ZCompanySignInResponse, {
      data: { user: { ...user, encrypted_password: '$2b$10$abc' }, token },
    });
    expect(parsed.data.user).not.toHaveProperty('encrypted_password');
  });

  it('refuses an unknown role or company status', () => {
    expect(messagesOf(ZCompanySignInResponse, { data: { user: { ...user, role: 'owner' }, token } })).toEqual(
      [MESSAGES.oneOf],
    );
    expect(
      messagesOf(ZCompanySignInResponse, { data: { user: { ...user, company_status: 'discarded' }, token } }),
    ).toEqual([MESSAGES.oneOf]);
  });

  it('refuses a body without the token', () => {
    expect(messagesOf(ZCompanySignInResponse, { data: { user } })).not.toEqual([]);
  });
});

describe('ZAuthToken', () => {
  it('requires the token type Bearer', () => {
    expect(parseOk(ZAuthToken, token)).toEqual(token);
    expect(messagesOf(ZAuthToken, { ...token, 'token-type': 'Basic' })).not.toEqual([]);
  });

  it('requires access-token, client, uid and expiry', () => {
    for (const key of ['access-token', 'client', 'uid', 'expiry'] as const) {
      const { [key]: _removed, ...rest } = token;
      expect(messagesOf(ZAuthToken, rest), key).not.toEqual([]);
    }
  });
});

describe('ZCompanyUser', () => {
  it('accepts every company role and every company status', () => {
    for (const role of ['admin', 'senkou_admin', 'employee_admin', 'worker']) {
      expect(messagesOf(ZCompanyUser, { ...user, role }), role).toEqual([]);
    }
    for (const company_status of ['temp_registration', 'email_authenticated', 'trial', 'approved']) {
      expect(messagesOf(ZCompanyUser, { ...user, company_status }), company_status).toEqual([]);
    }
  });

  it('refuses a non-integer id', () => {
    expect(messagesOf(ZCompanyUser, { ...user, id: 1.5 })).not.toEqual([]);
    expect(messagesOf(ZCompanyUser, { ...user, company_id: '3' })).not.toEqual([]);
  });
});

describe('ZValidateTokenResponse', () => {
  it('parses data.user', () => {
    expect(parseOk(ZValidateTokenResponse, { data: { user } })).toEqual({ data: { user } });
  });
});

describe('ZSystemAdminSignInResponse', () => {
  const admin = {
    id: 1,
    email: 'ops@mirume.jp',
    role: 'admin',
    last_name: '運営',
    first_name: '花子',
    kana_last_name: 'ウンエイ',
    kana_first_name: 'ハナコ',
  };

  it('parses the operator in data', () => {
    expect(parseOk(ZSystemAdminSignInResponse, { data: admin })).toEqual({ data: admin });
  });

  it('never carries password, discarded_at or allow_password_change', () => {
    const parsed = parseOk(ZSystemAdminSignInResponse, {
      data: { ...admin, password: 'secret', discarded_at: null, allow_password_change: false },
    });
    expect(parsed.data).toEqual(admin);
    expect(parsed.data).not.toHaveProperty('password');
    expect(parsed.data).not.toHaveProperty('discarded_at');
    expect(parsed.data).not.toHaveProperty('allow_password_change');
  });

  it('refuses an operator role other than admin', () => {
    expect(messagesOf(ZSystemAdminSignInResponse, { data: { ...admin, role: 'worker' } })).toEqual([
      MESSAGES.oneOf,
    ]);
  });
});

describe('ZSuccessResponse', () => {
  it('accepts { success: true } only', () => {
    expect(parseOk(ZSuccessResponse, { success: true })).toEqual({ success: true });
    expect(messagesOf(ZSuccessResponse, { success: false })).not.toEqual([]);
    expect(messagesOf(ZSuccessResponse, {})).not.toEqual([]);
  });
});
