import { Alert, Anchor, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { monthYearName } from '@staff/shared';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageTitle } from '../../../components/PageTitle';
import { RefusalReason } from '../../../components/RefusalReason';
import { ApiError } from '../../../lib/api';
import { fullName, useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/pageTitle';
import { useExpenseClaim } from '../api/claims';
import { ExpenseClaimStatusBadge } from '../components/ExpenseClaimStatusBadge';
import { expensesHomePath } from '../lib/paths';
import { AddExpenseMenu } from './AddExpenseMenu';
import { ClaimActionBar } from './ClaimActionBar';
import { ClaimDetailsForm } from './ClaimDetailsForm';
import { ClaimFigures } from './ClaimFigures';
import { ClaimLines } from './ClaimLines';
import classes from './ExpenseClaimPage.module.css';
import { OverLimitsAlert } from './OverLimitsAlert';
import { TaxRecapTable } from './TaxRecapTable';
import { useMonthWorkedDays } from './workedDays';

/** The transport cost dialog and its drop zone load when it is first opened, not with the page. */
const TransportCostDialog = lazy(() => import('./TransportCostDialog'));

/**
 * `/expenses/{id}`: one month's claim (spec/1 §2 "Claim details"): status, figures, meals and comment, the transport
 * cost dialog, the recap by tax rate, the travel expenses and receipts, print, PDF, Send. Its owner edits a draft;
 * otherwise (sent, or a validator's view) it is read-only, without edit buttons.
 */
export default function ExpenseClaimPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().claimId);
  const me = useCurrentUser();
  const { data: claim, isPending, error } = useExpenseClaim(id);
  const [transportOpened, transport] = useDisclosure(false);
  const isOwner = claim?.owner === me.id;
  const workedDays = useMonthWorkedDays(me, claim?.date.slice(0, 7) ?? '', !!claim && isOwner && claim.editable);

  const month = claim ? monthYearName(claim.date, i18n.language) : '';
  const title = !claim
    ? undefined
    : isOwner
      ? t('expenses.claim.title', { month })
      : t('expenses.claim.titleOf', { month, name: fullName({ ...claim.owner_object, username: '' }) });
  usePageTitle(title);

  if (!Number.isInteger(id) || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  if (error) return <Alert color="red">{describeError(t, error)}</Alert>;
  if (isPending || !claim) return <Skeleton h={480} radius="md" />;

  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          {isOwner && (
            <Anchor component={Link} to={expensesHomePath(claim.date.slice(0, 7))} size="sm" data-no-print>
              {t('expenses.claim.backToYear')}
            </Anchor>
          )}
          <Group gap="sm">
            <PageTitle>{title}</PageTitle>
            <ExpenseClaimStatusBadge status={claim.status} />
          </Group>
        </Stack>
        <ClaimActionBar claim={claim} month={month} />
      </Group>
      {/* On paper, whose claim it is, even when its owner prints it. */}
      <Text className={classes.printOnly}>
        {[fullName({ ...claim.owner_object, username: '' }), claim.owner_object.employee_number]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <RefusalReason status={claim.status} reason={claim.refusal_reason} />
      {isOwner && claim.editable && <AddExpenseMenu claimId={claim.id} />}
      {isOwner && !claim.editable && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} data-no-print>
          {t('expenses.claim.locked')}
        </Alert>
      )}
      <OverLimitsAlert lines={[...claim.travels, ...claim.invoices]} />
      <ClaimFigures claim={claim} onTransport={transport.open} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ClaimDetailsForm
            key={`${claim.id}:${claim.number_meals}:${claim.comment ?? ''}:${claim.editable}`}
            claim={claim}
            workedDays={workedDays}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TaxRecapTable recap={claim.recap} />
        </Grid.Col>
      </Grid>
      <ClaimLines claim={claim} />
      {transportOpened && (
        <Suspense fallback={null}>
          <TransportCostDialog
            key={`${claim.id}:${claim.editable}`}
            claim={claim}
            opened={transportOpened}
            onClose={transport.close}
          />
        </Suspense>
      )}
    </Stack>
  );
}
