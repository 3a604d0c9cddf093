import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import * as m from "./messages";

/** On My company, for the company's Skills Development Facilitator only (decision 0103-skills-evidence). */
export function SkillsReportingLink({ companyId }: { companyId: string }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} radius="md" component="section" aria-labelledby="skills-reporting">
      <Stack gap="xs">
        <Title order={2} size="h3" id="skills-reporting">
          {m.skillsDevelopmentReporting()}
        </Title>
        <Text size="sm">{m.youAreThisCompanyS()}</Text>
        <Anchor component={Link} to={`/my-company/${encodeURIComponent(companyId)}/skills`}>
          {m.openSkillsDevelopmentReporting()}
        </Anchor>
      </Stack>
    </Paper>
  );
}
