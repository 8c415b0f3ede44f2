// jest-dom matchers are registered by jest.config (setupFilesAfterEnv); this brings their types to every component test
/// <reference types="@testing-library/jest-dom" />
