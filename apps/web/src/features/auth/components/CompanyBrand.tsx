import { Image, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '../../../lib/links';
import { companyIconQuery } from '../api/auth';

/** spec/1 §9: the login page's loading fallback lasts 2000 ms; past that the product name stands in for the company. */
const LOADING_FALLBACK_MS = 2000;

/** spec/1 §2: the login page shows the company icon looked up by host. */
export function CompanyBrand() {
  const { data, isPending } = useQuery(companyIconQuery(window.location.hostname));
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), LOADING_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (isPending && !waited) return <Loader size="sm" role="status" aria-label="…" />;
  const name = data?.name ?? PRODUCT_NAME;
  return (
    <Stack align="center" gap="xs">
      {data?.logo_url && <Image src={data.logo_url} alt="" h={64} w="auto" fit="contain" />}
      <Title order={1} fz="h2" ta="center">
        {name}
      </Title>
    </Stack>
  );
}
