// What other features may change on a user row or a removal request: the users feature owns both
// tables (decision 061). Each function takes the caller's transaction so the write commits with the
// caller's own. Kept apart from users.service so features users.service depends on
// (password-reset) can call it without an import cycle.
export {
  decideRemovalRequest,
  recordGtcAcceptance,
  recordLogin,
  recordLoginFailure,
  resetFailedLogins,
  setPasswordByReset,
  setRoles,
  setUserStatus,
} from './user-records.repository';
