import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** On My company, for the company's Skills Development Facilitator only (decision 0103-skills-evidence). */
export function SkillsReportingLink({ companyId }: { companyId: string }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} radius="md" component="section" aria-labelledby="skills-reporting">
      <Stack gap="xs">
        <Title order={2} size="h3" id="skills-reporting">
          Skills development reporting
        </Title>
        <Text size="sm">You are this company's Skills Development Facilitator.</Text>
        <Anchor component={Link} to={`/my-company/${encodeURIComponent(companyId)}/skills`}>
          Open skills development reporting
        </Anchor>
      </Stack>
    </Paper>
  );
}
