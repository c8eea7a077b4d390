import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../../../shared/constants';

const ROLE_NAMES = { user: msg`User`, manager: msg`Manager`, admin: msg`Admin` } as const;

/** A role's name in the active language ("Admin", "Verwalter"…); the role itself never changes. */
export const roleName = (i18n: I18n, role: Role) => i18n._(ROLE_NAMES[role]);
