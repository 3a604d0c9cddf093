import { Modal, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { BlockTypeIcon } from "../block-type-icon";
import { BLOCK_TYPE_DEFINITIONS, type BlockType } from "../block-types";
import classes from "./block-type-picker.module.css";
import * as m from "./messages";

interface BlockTypePickerProps {
  opened: boolean;
  isAdding: boolean;
  onClose: () => void;
  onPick: (type: BlockType) => void;
}

/** 'Add Content': the content types in a 3-column grid (SPEC 2, 9; the assignment type, decision 0095). */
export function BlockTypePicker({ opened, isAdding, onClose, onPick }: BlockTypePickerProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.chooseContentType()} size="lg" centered>
      <SimpleGrid cols={3} spacing="sm">
        {BLOCK_TYPE_DEFINITIONS.map((definition) => (
          <UnstyledButton
            key={definition.type}
            className={classes.choice}
            disabled={isAdding}
            onClick={() => onPick(definition.type)}
            aria-label={definition.label}
            aria-describedby={`block-type-${definition.type}-description`}
          >
            <Stack gap={6} align="center" ta="center">
              <BlockTypeIcon type={definition.type} size={28} />
              <Text fw={600}>{definition.label}</Text>
              <Text
                size="xs"
                c="var(--campus-text-muted)"
                id={`block-type-${definition.type}-description`}
                visibleFrom="sm"
              >
                {definition.description}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
