import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HELP_BELOW } from '../lib/helpBelow';

/** A reference type's rank (spec/3 §3: where it stands in the lists), a whole number, its help under it. */
export function RankField(props: NumberInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      {...props}
      label={t('referenceTypes.fields.rank')}
      inputWrapperOrder={HELP_BELOW}
      description={t('referenceTypes.fields.rankHelp')}
      allowDecimal={false}
    />
  );
}
