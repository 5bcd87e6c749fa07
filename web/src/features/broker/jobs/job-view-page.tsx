import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { InlineError } from '../../../ui/inline-error.tsx';
import { jobViewQuery } from './jobs-api.ts';
import './jobs.css';

/** /account/broker/tools/jobs/{id} (spec 3 Tools): the job's raw JSON with a Refresh button. */
export function JobViewPage() {
  const id = Number(useParams().id);
  const job = useQuery({ ...jobViewQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <div className="jobs">
      <h2>Job {Number.isInteger(id) ? id : ''}</h2>
      <p>
        <Link to="/account/broker/tools/jobs">Back to Reports</Link>
      </p>
      <button type="button" className="button" disabled={job.isFetching} onClick={() => job.refetch()}>
        Refresh
      </button>
      {job.isPending && <p role="status">Loading job…</p>}
      <InlineError error={job.error} fallback="oops...something went wrong" />
      {job.data && (
        <section aria-label="Job JSON">
          <pre className="jobs__json">{JSON.stringify(job.data, null, 2)}</pre>
        </section>
      )}
    </div>
  );
}
