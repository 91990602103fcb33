// What other features may use of teams (eslint.config.js, feature boundaries).
export {
  AssigneeField,
  AssigneeFilter,
  MemberPicker,
  useTeamMembers,
} from './components/member-picker';
