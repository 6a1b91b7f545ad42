/** The side panel of a role or team: tabs of binding editors for the record being shown. */
import { useState, type ReactNode } from 'react';
import { Card, CardContent, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

export function BindingsPanel({ tabs }: { tabs: { label: string; content: ReactNode }[] }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Card
      sx={{
        ml: { xs: 0, md: 2 },
        mt: { xs: 2, md: 0 },
        width: { xs: '100%', md: 460 },
        flexShrink: 0,
        alignSelf: 'flex-start',
      }}
    >
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="fullWidth">
        {tabs.map((t) => (
          <Tab key={t.label} label={translate(t.label)} />
        ))}
      </Tabs>
      <CardContent>{tabs[tab].content}</CardContent>
    </Card>
  );
}
