import { CardPage } from '@/features/product';

const isMerchKind = (kind: string) => kind === 'merch' || kind === 'gifted_card';

export default function MerchDetailPage() {
  return <CardPage base="/merch" accepts={isMerchKind} />;
}
