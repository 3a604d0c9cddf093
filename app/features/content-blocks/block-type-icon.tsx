import {
  IconAlignLeft,
  IconClipboardCheck,
  IconFileTypePdf,
  IconHeadphones,
  IconListCheck,
  IconMessageQuestion,
  IconPackage,
  IconPresentation,
  IconQuestionMark,
  IconVideo,
} from "@tabler/icons-react";
import { BLOCK_TYPE_REGISTRY, isBlockType } from "./block-types";

export const BLOCK_TYPE_ICONS = {
  IconAlignLeft,
  IconVideo,
  IconListCheck,
  IconMessageQuestion,
  IconFileTypePdf,
  IconHeadphones,
  IconPresentation,
  IconClipboardCheck,
  IconPackage,
} as const;

/** The registry's icon for a block type (a question mark for an unknown one). Decorative. */
export function BlockTypeIcon({ type, size = 20 }: { type: string; size?: number }) {
  const Icon = isBlockType(type) ? BLOCK_TYPE_ICONS[BLOCK_TYPE_REGISTRY[type].icon] : IconQuestionMark;
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
