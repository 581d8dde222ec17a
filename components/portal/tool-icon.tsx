import {
  BarChart3,
  BookOpen,
  Bot,
  Briefcase,
  Calculator,
  CalendarClock,
  HandCoins,
  FileText,
  LayoutGrid,
  LineChart,
  Smartphone,
  Tag,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ToolIcon as ToolIconName } from "@/config/tools";

const ICONS: Record<ToolIconName, LucideIcon> = {
  bot: Bot,
  "file-text": FileText,
  calculator: Calculator,
  "layout-grid": LayoutGrid,
  "book-open": BookOpen,
  tag: Tag,
  smartphone: Smartphone,
  briefcase: Briefcase,
  users: Users,
  "bar-chart": BarChart3,
  "line-chart": LineChart,
  "calendar-clock": CalendarClock,
  "hand-coins": HandCoins,
};

export function ToolIcon({ name, className }: { name: ToolIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
