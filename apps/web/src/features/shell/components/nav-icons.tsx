import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HelpOutline from '@mui/icons-material/HelpOutline';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** The icon of each entry of the navigation drawer, beside its text (never instead of it). */
export const NAV_ICONS: Record<string, SvgIconComponent> = {
  parties: PeopleAltOutlined,
  transactions: SwapHorizOutlined,
  events: EventNoteOutlined,
  alerts: NotificationsActiveOutlined,
  tasks: AssignmentOutlined,
  cdd: VerifiedUserOutlined,
  risk_records: AssessmentOutlined,
  trainings: SchoolOutlined,
  giif: OutboxOutlined,
  giif_notifications: ReportOutlined,
  reports: SummarizeOutlined,
  tools: BuildOutlined,
  help: HelpOutline,
};
