import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { portalViewer } from '../../pages/portal-access';
import { useUnderwriterClaim } from '../api/underwriter-claims';
import { ClaimDetail } from '../components/claim-detail';
import { ClaimsFrame } from '../components/claims-frame';

export const meta: MetaFunction = () => [{ title: 'Claim | Diaspora Hub partner portal' }];

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { id: params.id ?? '', claimId: params.claimId ?? '', ...(await portalViewer()) };
}

export default function UnderwriterClaimPage() {
  const { id, claimId, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  const detail = useUnderwriterClaim(id, claimId);
  return (
    <ClaimsFrame
      organisationId={id}
      actingAsAdmin={actingAsAdmin}
      query={detail}
      loading="Loading the claim"
      notFound="Claim not found"
    >
      {(data) => <ClaimDetail organisationId={id} detail={data} />}
    </ClaimsFrame>
  );
}
