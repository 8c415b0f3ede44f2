// The project and contract section in use (chosen in the header, stored as `project` / `contract`): a launch goes
// with them so the server files the task, its form record and its candidates under that project rather than the
// user's first one. A real JNPF backend ignores these extra keys. Read the way the low-code records do.
import { storage } from '@/lib/storage'

export interface LaunchScope {
  projectId?: string
  contractId?: string
}

export function launchScope(): LaunchScope {
  const project = storage.get('project')
  const contract = storage.get('contract')
  return {
    ...(project?.id ? { projectId: project.id } : {}),
    // a contract left over from another project is not sent with this one
    ...(contract?.id && (!project?.id || contract.projectId === project.id) ? { contractId: contract.id } : {})
  }
}
