import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { portalViewer } from '../../pages/portal-access';
import { useUnderwriterClaims } from '../api/underwriter-claims';
import { ClaimsFrame } from '../components/claims-frame';
import { ClaimsList } from '../components/claims-list';

export const meta: MetaFunction = () => [{ title: 'Claims | Diaspora Hub partner portal' }];

/** A funeral underwriter's claims (issue 33, point 5): the server answers 404 for any other organisation. */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { id: params.id ?? '', ...(await portalViewer()) };
}

export default function UnderwriterClaimsPage() {
  const { id, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  const claims = useUnderwriterClaims(id);
  return (
    <ClaimsFrame
      organisationId={id}
      actingAsAdmin={actingAsAdmin}
      query={claims}
      loading="Loading the claims"
      notFound="Claims not found"
    >
      {(rows) => (
        <>
          <div>
            <h1 className="text-2xl font-bold text-ink">Claims</h1>
            <p className="text-ink-muted">
              The funeral claims on your plans. Check the documents, decide, and record the payout.
            </p>
          </div>
          <ClaimsList organisationId={id} claims={rows} />
        </>
      )}
    </ClaimsFrame>
  );
}
