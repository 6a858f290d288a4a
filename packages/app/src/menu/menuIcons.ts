import type { MainMenuEntry } from '@kizuna/api-client/contract';
import {
  AudioLines,
  BookUser,
  Building2,
  Contact,
  FileSearch,
  HeartHandshake,
  House,
  MapPin,
  MessageCircleQuestion,
  MessagesSquare,
  Network,
  PhoneCall,
  Settings,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** The icon drawn beside each main-menu entry's label. */
export const MENU_ICONS: Record<MainMenuEntry, LucideIcon> = {
  HOME: House,
  INTERNAL_CONTACTS: BookUser,
  EXTERNAL_CONTACTS: Contact,
  GROUP_CONTACTS: Users,
  COMPANIES: Building2,
  GROUP_COMPANIES: Network,
  CALL_HISTORY: PhoneCall,
  TALK: MessagesSquare,
  GO_TALK: AudioLines,
  THANKS: HeartHandshake,
  PLACE: MapPin,
  INTELLIGENCE_NAVI: Sparkles,
  SEARCH_DOCUMENT: FileSearch,
  ADMIN_MENU: ShieldCheck,
  SETTINGS: Settings,
  FEEDBACK: MessageCircleQuestion,
};
