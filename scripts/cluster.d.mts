import type { ChildProcess, StdioOptions } from 'node:child_process';

export const DEPLOY_DIR: string;
export function missingClusterTools(options?: { postgres?: boolean }): string[];
export function freePort(host?: string): Promise<number>;
export function renderDeployFile(name: string, values: Record<string, string | number>): string;

export interface ClusterNode {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  child: ChildProcess | null;
  start(): Promise<number>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/** One `kizuna start` process on a port of its own (not started yet). */
export function kizunaNode(options: {
  name: string;
  port: number;
  command: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdio: StdioOptions;
}): ClusterNode;

export interface Cluster {
  readonly url: string;
  readonly nodes: ClusterNode[];
  readonly startMs: number[];
  readonly databaseUrl: string;
  readonly pooledUrl: string;
  readonly runDir: string;
  stop(): Promise<void>;
}

export function startCluster(options?: {
  nodes?: number;
  databaseUrl?: string | null;
  command?: string[];
  cwd?: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
  fsync?: boolean;
  port?: number | null;
}): Promise<Cluster>;
