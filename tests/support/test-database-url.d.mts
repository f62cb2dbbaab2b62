export declare const TEST_ADMIN_URL: string;
