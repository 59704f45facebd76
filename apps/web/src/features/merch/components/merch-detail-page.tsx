import { CardPage } from '../../product/components/card-page.tsx';

const isMerchKind = (kind: string) => kind === 'merch' || kind === 'gifted_card';

export default function MerchDetailPage() {
  return <CardPage base="/merch" accepts={isMerchKind} />;
}
