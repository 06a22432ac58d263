import '../shared/jest.setup';
