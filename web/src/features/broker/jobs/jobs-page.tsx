import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { isJobFinished, jobHasReports } from '../../../../../src/shared/brokerage-job-rules.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import { RelativeDate } from '../../../ui/relative-date.tsx';
import {
  type BrokerageJob,
  jobReportUrl,
  jobsQuery,
  useCancelJobMutation,
  useRefreshJobMutation,
} from './jobs-api.ts';
import './jobs.css';

/**
 * /account/broker/tools/jobs, titled Reports (spec 3 Tools): the broker's bulk and CSV jobs, newest first,
 * pre-filtered by `?jobId=`. Refresh Status and Cancel until a job finishes; Report and Error Report
 * downloads once it completed or failed.
 */
export function JobsPage() {
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('jobId') ?? '';
  const [pageWindow, setPageWindow] = usePageWindow();
  const jobs = useQuery(jobsQuery(pageWindow, jobId));
  const rows = jobs.data?.data ?? [];
  useStepBackFromEmptyPage(pageWindow, setPageWindow, jobs.isSuccess && rows.length === 0);

  return (
    <div className="jobs">
      <h2>Reports</h2>
      {jobId && (
        <p>
          Showing job {jobId}. <Link to="/account/broker/tools/jobs">Show all jobs</Link>
        </p>
      )}
      {jobs.isPending && <p role="status">Loading jobs…</p>}
      <InlineError error={jobs.error} fallback={LIST_LOAD_FAILED} />
      {jobs.isSuccess && rows.length === 0 && <p>No jobs found</p>}
      {rows.length > 0 && (
        <DataTable
          label="Jobs"
          head={
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Status</th>
              <th scope="col">Created</th>
              <th scope="col">Completed</th>
              <th scope="col">Rows</th>
              <th scope="col">Listed</th>
              <th scope="col">Delisted</th>
              <th scope="col">Modified</th>
              <th scope="col">Deleted</th>
              <th scope="col">No change</th>
              <th scope="col">Errors</th>
              <th scope="col">Actions</th>
            </tr>
          }
        >
          {rows.map((job) => (
            <JobRow key={job.brokerageJobId} job={job} />
          ))}
        </DataTable>
      )}
      <Paginator
        total={jobs.data?.total ?? 0}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Jobs pages"
      />
    </div>
  );
}

function JobRow({ job }: { job: BrokerageJob }) {
  const id = job.brokerageJobId;
  const refresh = useRefreshJobMutation();
  const cancel = useCancelJobMutation();
  const dialogs = useDialogs();
  const onError = (error: Error) => dialogs.error(error.message);
  return (
    <tr>
      <td>
        <Link to={`/account/broker/tools/jobs/${id}`} aria-label={`View job ${id}`}>
          {id}
        </Link>
      </td>
      <td>{job.status}</td>
      <td>
        <RelativeDate date={job.createDate} />
      </td>
      <td>{job.completeDate ? <RelativeDate date={job.completeDate} /> : ''}</td>
      <td>{job.queueCount}</td>
      <td>{job.listCount}</td>
      <td>{job.delistCount}</td>
      <td>{job.modifyCount}</td>
      <td>{job.deleteCount}</td>
      <td>{job.noopCount}</td>
      <td>{job.errorCount}</td>
      <td className="jobs__actions">
        {!isJobFinished(job.status) && (
          <>
            <button
              type="button"
              className="button"
              aria-label={`Refresh Status of job ${id}`}
              disabled={refresh.isPending}
              onClick={() => refresh.mutate(id, { onError })}
            >
              Refresh Status
            </button>
            <button
              type="button"
              className="button"
              aria-label={`Cancel job ${id}`}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(id, { onError })}
            >
              Cancel
            </button>
          </>
        )}
        {jobHasReports(job.status) && (
          <>
            <a className="button" href={jobReportUrl(id, false)} download={`job-${id}-report.csv`}>
              Report
            </a>
            <a className="button" href={jobReportUrl(id, true)} download={`job-${id}-errors.csv`}>
              Error Report
            </a>
          </>
        )}
      </td>
    </tr>
  );
}
