import { describe, expect, it } from 'vitest';
import { ZSignInRequest } from '../src/api/auth.ts';
import { ZMaintenanceMode } from '../src/api/system.ts';
import { badgeText } from '../src/constants.ts';
import { defineEnum } from '../src/enum.ts';
import { CompanyRole } from '../src/enums.ts';
import { ZErrorResponse } from '../src/errors.ts';
import { formatDateTimeJa } from '../src/format.ts';
import * as shared from '../src/index.ts';
import { RESULT_MESSAGES } from '../src/messages.ts';
import { can } from '../src/permissions.ts';
import { MESSAGES } from '../src/validation.ts';

describe('@mirume/shared entry point', () => {
  it('re-exports every module, the same objects as the modules themselves', () => {
    expect(shared.ZSignInRequest).toBe(ZSignInRequest);
    expect(shared.ZMaintenanceMode).toBe(ZMaintenanceMode);
    expect(shared.badgeText).toBe(badgeText);
    expect(shared.defineEnum).toBe(defineEnum);
    expect(shared.CompanyRole).toBe(CompanyRole);
    expect(shared.ZErrorResponse).toBe(ZErrorResponse);
    expect(shared.formatDateTimeJa).toBe(formatDateTimeJa);
    expect(shared.RESULT_MESSAGES).toBe(RESULT_MESSAGES);
    expect(shared.can).toBe(can);
    expect(shared.MESSAGES).toBe(MESSAGES);
  });
});
