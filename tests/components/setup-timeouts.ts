// Screens find what they wait for within this time. Testing Library's default (1 s) is too short on a busy 2-core CI
// machine, where a list that renders in 200 ms alone was seen to take longer; a test waiting for something that
// never comes still fails, only later. 5 s was seen to run out at a load average of 14 (a CI run beside other work).
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 10000 })
