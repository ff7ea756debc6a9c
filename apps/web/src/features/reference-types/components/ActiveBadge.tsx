import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Active" or "Inactive" in a reference list (a type of leave, a VAT rate): the word, never a colour alone. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    // The word whole on phones too: the badge does not shrink to an ellipsis.
    <Badge variant="light" color={active ? 'teal' : 'gray'} styles={{ label: { overflow: 'visible' } }}>
      {t(active ? 'referenceTypes.leave.activeYes' : 'referenceTypes.leave.activeNo')}
    </Badge>
  );
}
